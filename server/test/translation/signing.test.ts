import { baiduSign } from '../../src/modules/translation/adapters/baidu';
import { tencentAuthorization } from '../../src/modules/translation/adapters/tencent';

describe('request signing of the Chinese translation services', () => {
  it("signs as Baidu Translate's documented example (appid+q+salt+key, MD5)", () => {
    expect(baiduSign('2015063000000001', 'apple', '1435660288', '12345678')).toBe(
      'f89f9594663708c1605f3d736d01d2d4',
    );
  });

  it("signs as TencentCloud API 3.0's documented TC3-HMAC-SHA256 example", () => {
    // The example of Tencent's "Signature v3" page: CVM DescribeInstances, with its masked
    // credentials taken literally, as the published signature was computed with them.
    const authorization = tencentAuthorization({
      secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******',
      secretKey: 'Gu5t9xGARNpq86cd98joQYCN3*******',
      service: 'cvm',
      host: 'cvm.tencentcloudapi.com',
      timestamp: 1551113065,
      payload:
        '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
    });
    expect(authorization).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******/2019-02-25/cvm/tc3_request, ' +
        'SignedHeaders=content-type;host, ' +
        'Signature=2230eefd229f582d8b1b891af7107b91597240707d778ab3738f756258d7652c',
    );
  });
});
