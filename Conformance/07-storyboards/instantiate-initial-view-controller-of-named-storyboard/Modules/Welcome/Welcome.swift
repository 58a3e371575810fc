import UIKit

enum WelcomeConfigurator {
    static func configure(_ viewController: WelcomeViewController) {
        let router = WelcomeRouter()
        router.viewController = viewController
        viewController.presenter = WelcomePresenter(view: viewController, interactor: WelcomeInteractor(store: .shared), router: router)
    }
}

protocol WelcomeView: AnyObject {
    func show(goalMinutes: Int)
}

final class WelcomeViewController: UIViewController, WelcomeView {
    @IBOutlet private weak var goalStepper: UIStepper!
    @IBOutlet private weak var goalLabel: UILabel!

    var presenter: WelcomePresenter!

    override func awakeFromNib() {
        super.awakeFromNib()
        WelcomeConfigurator.configure(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    @IBAction private func goalChanged(_ sender: UIStepper) {
        presenter.didChangeGoal(to: Int(sender.value))
    }

    @IBAction private func startTapped(_ sender: UIButton) {
        presenter.didTapStart()
    }

    func show(goalMinutes: Int) {
        goalStepper.value = Double(goalMinutes)
        goalLabel.text = "\(goalMinutes) minutes a day"
    }
}

final class WelcomePresenter {
    private weak var view: WelcomeView?
    private let interactor: WelcomeInteractor
    private let router: WelcomeRouter

    init(view: WelcomeView, interactor: WelcomeInteractor, router: WelcomeRouter) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        view?.show(goalMinutes: interactor.goalMinutes)
    }

    func didChangeGoal(to minutes: Int) {
        interactor.goalMinutes = minutes
        view?.show(goalMinutes: minutes)
    }

    func didTapStart() {
        interactor.finishOnboarding()
        router.close()
    }
}

final class WelcomeInteractor {
    private let store: CourseStore

    init(store: CourseStore) {
        self.store = store
    }

    var goalMinutes: Int {
        get { store.dailyGoalMinutes }
        set { store.dailyGoalMinutes = newValue }
    }

    func finishOnboarding() {
        store.hasFinishedOnboarding = true
    }
}

final class WelcomeRouter {
    weak var viewController: UIViewController?

    func close() {
        viewController?.dismiss(animated: true)
    }
}
