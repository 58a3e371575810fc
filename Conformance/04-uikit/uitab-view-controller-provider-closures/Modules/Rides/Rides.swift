import UIKit

protocol RidesViewInput: AnyObject {
    func show(summary: String)
}

final class RidesViewController: UIViewController, RidesViewInput {
    var presenter: RidesPresenter!
    private let summaryLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Ride"
        view.backgroundColor = .systemBackground
        summaryLabel.numberOfLines = 0
        summaryLabel.frame = view.bounds.insetBy(dx: 20, dy: 120)
        view.addSubview(summaryLabel)
        presenter.viewDidLoad()
    }

    func show(summary: String) {
        summaryLabel.text = summary
    }
}

final class RidesPresenter {
    weak var view: RidesViewInput?
    private let interactor: RidesInteractor

    init(interactor: RidesInteractor) {
        self.interactor = interactor
    }

    func viewDidLoad() {
        let minutes = interactor.minutesThisMonth()
        view?.show(summary: "\(minutes) minutes ridden this month")
    }
}

final class RidesInteractor {
    func minutesThisMonth() -> Int {
        [14, 22, 9, 31].reduce(0, +)
    }
}

enum RidesBuilder {
    static func build() -> UIViewController {
        let view = RidesViewController()
        let presenter = RidesPresenter(interactor: RidesInteractor())
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
