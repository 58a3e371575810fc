import UIKit

enum ScreenFactory {

    static func screen(for deeplink: DeepLink) -> UIViewController? {
        switch deeplink {
        case .order(let id) where id > 0:
            return OrderTrackingBuilder.build(orderID: id)
        case .product(let sku) where sku.hasPrefix("GC-"):
            return GiftCardBuilder.build(design: String(sku.dropFirst(3)))
        case .product(let sku) where !sku.isEmpty:
            return ProductBuilder.build(sku: sku)
        case .order, .product, .unknown:
            return nil
        }
    }
}
