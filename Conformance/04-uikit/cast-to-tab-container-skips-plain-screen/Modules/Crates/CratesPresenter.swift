import Foundation

protocol CratesViewOutput: AnyObject {
    func viewDidLoad()
    func didTapRestocks()
}

final class CratesPresenter: CratesViewOutput {

    weak var view: CratesViewInput?
    var interactor: CratesInteractor!
    var router: CratesRouter!

    func viewDidLoad() {
        let crates = interactor.crates()
        let records = crates.reduce(0) { $0 + $1.records }
        view?.show(summary: "\(records) records in \(crates.count) crates")
    }

    func didTapRestocks() {
        router.openRestocks()
    }
}
