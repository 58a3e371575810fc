import Foundation

protocol Router: AnyObject {
    associatedtype Route
    func navigate(to route: Route)
}
