import Foundation

enum DeepLink: Equatable {
    case order(id: Int)
    case product(sku: String)
    case unknown

    init(string: String) {
        guard let url = URL(string: string), url.scheme == "steep" else {
            self = .unknown
            return
        }
        let parts = url.pathComponents.filter { $0 != "/" }
        switch (url.host, parts.first) {
        case ("order", let id?):
            self = .order(id: Int(id) ?? 0)
        case ("product", let sku?):
            self = .product(sku: sku.uppercased())
        default:
            self = .unknown
        }
    }
}
