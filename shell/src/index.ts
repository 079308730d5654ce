// The shell provides its shared modules eagerly (see shared/build), so it needs no async
// boundary: everything the first screen needs is in this entry.
import './bootstrap';
