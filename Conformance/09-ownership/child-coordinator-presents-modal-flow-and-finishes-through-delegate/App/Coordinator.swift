import Foundation

protocol Coordinator: AnyObject {
    func start()
}
