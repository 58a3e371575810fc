import Foundation

protocol ReceiptsViewOutput: AnyObject {
    func viewDidLoad()
    func didTapScan()
}

final class ReceiptsPresenter: ReceiptsViewOutput {
    weak var view: ReceiptsViewInput?
    private let month: String
    private let router: NavigationRouter

    init(month: String, router: NavigationRouter) {
        self.month = month
        self.router = router
    }

    func viewDidLoad() {
        view?.show(title: "Receipts \(month)")
    }

    func didTapScan() {
        router.open(ReceiptScannerBuilder.build(month: month))
    }
}
