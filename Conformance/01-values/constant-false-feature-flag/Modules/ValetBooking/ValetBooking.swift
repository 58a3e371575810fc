import UIKit

protocol ValetBookingViewInput: AnyObject {
    func show(slots: [String])
}

final class ValetBookingViewController: UIViewController, ValetBookingViewInput {
    var presenter: ValetBookingPresenter!
    private let picker = UISegmentedControl()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Book a valet"
        view.backgroundColor = .systemBackground
        picker.frame = CGRect(x: 20, y: 160, width: view.bounds.width - 40, height: 40)
        view.addSubview(picker)
        presenter.viewDidLoad()
    }

    func show(slots: [String]) {
        picker.removeAllSegments()
        for (index, slot) in slots.enumerated() {
            picker.insertSegment(withTitle: slot, at: index, animated: false)
        }
    }
}

final class ValetBookingPresenter {
    weak var view: ValetBookingViewInput?

    func viewDidLoad() {
        view?.show(slots: ["18:00", "18:30", "19:00"])
    }
}

enum ValetBookingBuilder {
    static func build() -> UIViewController {
        let view = ValetBookingViewController()
        let presenter = ValetBookingPresenter()
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
