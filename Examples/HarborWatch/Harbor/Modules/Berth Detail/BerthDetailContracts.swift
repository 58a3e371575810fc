import Foundation

protocol BerthDetailViewInput: AnyObject {
    func show(berth: Berth)
}

protocol BerthDetailViewOutput: AnyObject {
    func viewDidLoad()
    func didTapBookings()
}

protocol BerthDetailRouterInput: AnyObject {
    func showBookings(for berth: Berth)
}
