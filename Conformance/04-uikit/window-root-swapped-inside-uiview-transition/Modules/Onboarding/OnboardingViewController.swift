import UIKit

protocol OnboardingDisplayLogic: AnyObject {
    func displayFinish(viewModel: Onboarding.Finish.ViewModel)
}

final class OnboardingViewController: UIViewController, OnboardingDisplayLogic {

    var interactor: OnboardingBusinessLogic?
    var router: OnboardingRoutingLogic?
    private let languagePicker = UISegmentedControl(items: ["Spanish", "Japanese", "Swahili"])
    private let startButton = UIButton(configuration: .filled())

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setup()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setup()
    }

    private func setup() {
        let interactor = OnboardingInteractor()
        let presenter = OnboardingPresenter()
        let router = OnboardingRouter()
        self.interactor = interactor
        self.router = router
        interactor.presenter = presenter
        presenter.viewController = self
        router.viewController = self
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        languagePicker.selectedSegmentIndex = 0
        startButton.setTitle("Start learning", for: .normal)
        startButton.addTarget(self, action: #selector(startTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [languagePicker, startButton])
        stack.axis = .vertical
        stack.spacing = 24
        stack.frame = view.bounds.insetBy(dx: 32, dy: 240)
        view.addSubview(stack)
    }

    @objc private func startTapped() {
        let target = languagePicker.titleForSegment(at: languagePicker.selectedSegmentIndex) ?? "Spanish"
        interactor?.finish(request: Onboarding.Finish.Request(nativeLanguage: "English", targetLanguage: target))
    }

    func displayFinish(viewModel: Onboarding.Finish.ViewModel) {
        router?.routeToLessons()
    }
}
