import UIKit

final class PickupSlipViewController: UIViewController {

    var presenter: PickupSlipPresenter!
    private let slipLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Ready to collect"
        view.backgroundColor = .systemGroupedBackground
        slipLabel.numberOfLines = 0
        slipLabel.text = presenter.slipText
        slipLabel.frame = view.bounds.insetBy(dx: 24, dy: 140)
        view.addSubview(slipLabel)
    }
}

final class PickupSlipPresenter {

    private let slip: HoldSlip
    private let book: Book

    init(slip: HoldSlip, book: Book) {
        self.slip = slip
        self.book = book
    }

    var slipText: String {
        let date = DateFormatter.localizedString(from: slip.collectBy, dateStyle: .medium, timeStyle: .none)
        return "\(book.title)\n\(slip.branch), shelf \(slip.shelf)\nCollect by \(date)"
    }
}

enum PickupSlipBuilder {

    static func build(slip: HoldSlip, book: Book) -> UIViewController {
        let view = PickupSlipViewController()
        view.presenter = PickupSlipPresenter(slip: slip, book: book)
        return view
    }
}
