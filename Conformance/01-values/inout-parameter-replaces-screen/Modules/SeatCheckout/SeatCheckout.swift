import UIKit

protocol SeatCheckoutViewInput: AnyObject {
    func display(title: String)
}

protocol SeatCheckoutViewOutput: AnyObject {
    func viewDidLoad()
}

final class SeatCheckoutViewController: UIViewController, SeatCheckoutViewInput {
    var output: SeatCheckoutViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class SeatCheckoutPresenter: SeatCheckoutViewOutput {
    weak var view: SeatCheckoutViewInput?
    private let interactor = SeatCheckoutInteractor()
    private let planID: String

    init(planID: String) {
        self.planID = planID
    }

    func viewDidLoad() {
        view?.display(title: "Invite your household")
        interactor.load { _ in }
    }
}

final class SeatCheckoutInteractor {
    func load(completion: @escaping ([String]) -> Void) {
        completion([])
    }
}

enum SeatCheckoutBuilder {
    static func build(planID: String) -> UIViewController {
        let view = SeatCheckoutViewController()
        let presenter = SeatCheckoutPresenter(planID: planID)
        view.output = presenter
        presenter.view = view
        return view
    }
}
