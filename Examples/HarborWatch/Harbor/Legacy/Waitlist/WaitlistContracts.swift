import Foundation

protocol WaitlistViewInput: AnyObject {
    func show(entries: [String])
}

protocol WaitlistViewOutput: AnyObject {
    func didSelect(berth: Berth)
}

protocol WaitlistRouterInput: AnyObject {
    func showBerth(_ berth: Berth)
}
