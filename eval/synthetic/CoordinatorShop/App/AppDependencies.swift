import Foundation

/// Composition root: owns long-lived services and hands them to the module factory.
final class AppDependencies {
    let session = SessionStore()

    lazy var productService: ProductServiceProtocol =
        ProductService(baseURL: URL(string: "https://api.coordinatorshop.example.com")!)
    lazy var cartService: CartServiceProtocol = CartService()
    lazy var authService: AuthServiceProtocol = AuthService(session: session)
    lazy var orderService: OrderServiceProtocol = OrderService(session: session)
}
