import Foundation

protocol BerthsViewInput: AnyObject {
    func show(berths: [Berth])
}

protocol BerthsViewOutput: AnyObject {
    func viewDidLoad()
    func didSelect(berth: Berth)
    func didTapSettings()
}

protocol BerthsInteractorInput: AnyObject {
    func loadBerths()
}

protocol BerthsInteractorOutput: AnyObject {
    func didLoad(berths: [Berth])
}

/// The screens the berth list can open.
protocol BerthsRouterInput: AnyObject {
    func showDetail(for berth: Berth)
    /// Presents the settings modally.
    func showSettings()
}
