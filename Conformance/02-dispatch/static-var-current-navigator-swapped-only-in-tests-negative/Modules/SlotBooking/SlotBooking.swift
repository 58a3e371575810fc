import UIKit

final class SlotBookingViewController: UIViewController {

    var presenter: SlotBookingPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Am I eligible?", primaryAction: UIAction { [weak self] _ in
            self?.presenter.didTapEligibility()
        })
        let details = UILabel(frame: view.bounds.insetBy(dx: 24, dy: 160))
        details.numberOfLines = 0
        details.text = presenter.details
        view.addSubview(details)
    }
}

final class SlotBookingPresenter {

    private let slot: DonationSlot
    private let wireframe: SlotBookingWireframe

    init(slot: DonationSlot, wireframe: SlotBookingWireframe) {
        self.slot = slot
        self.wireframe = wireframe
    }

    var title: String { slot.startsAt }
    var details: String { "\(slot.kind) donation at \(slot.centre).\nPlease eat and drink well beforehand." }

    func didTapEligibility() {
        wireframe.openEligibilityQuiz()
    }
}

final class SlotBookingWireframe {

    private weak var viewController: UIViewController?

    static func makeModule(slot: DonationSlot) -> UIViewController {
        let view = SlotBookingViewController()
        let wireframe = SlotBookingWireframe()
        view.presenter = SlotBookingPresenter(slot: slot, wireframe: wireframe)
        wireframe.viewController = view
        return view
    }

    func openEligibilityQuiz() {
        guard let viewController else { return }
        Navigator.current.showEligibilityQuiz(from: viewController)
    }
}
