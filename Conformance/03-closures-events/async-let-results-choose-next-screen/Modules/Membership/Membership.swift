import UIKit

// MARK: - View

protocol MembershipViewInput: AnyObject {
    func setLoading(_ loading: Bool)
    func showError(_ message: String)
}

final class MembershipViewController: UIViewController, MembershipViewInput {

    var output: MembershipViewOutput!
    private let checkInButton = UIButton(type: .system)
    private let spinner = UIActivityIndicatorView(style: .medium)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Membership"
        view.backgroundColor = .systemBackground
        checkInButton.setTitle("Check in", for: .normal)
        checkInButton.frame = CGRect(x: 40, y: 240, width: 240, height: 50)
        checkInButton.addTarget(self, action: #selector(checkInTapped), for: .touchUpInside)
        spinner.center = CGPoint(x: 160, y: 320)
        view.addSubview(checkInButton)
        view.addSubview(spinner)
    }

    @objc private func checkInTapped() {
        output.didTapCheckIn()
    }

    func setLoading(_ loading: Bool) {
        checkInButton.isEnabled = !loading
        loading ? spinner.startAnimating() : spinner.stopAnimating()
    }

    func showError(_ message: String) {
        checkInButton.setTitle(message, for: .disabled)
    }
}

// MARK: - Presenter

protocol MembershipViewOutput: AnyObject {
    func didTapCheckIn()
}

final class MembershipPresenter: MembershipViewOutput {

    weak var view: MembershipViewInput?
    var interactor: MembershipInteractorInput!
    var router: MembershipRouterInput!

    func didTapCheckIn() {
        view?.setLoading(true)
        Task { @MainActor in
            async let pass = interactor.currentPass()
            async let gym = interactor.nearestGym()
            do {
                let (currentPass, nearestGym) = try await (pass, gym)
                view?.setLoading(false)
                if currentPass.expiresAt < Date() {
                    router.openRenewal(for: currentPass)
                } else {
                    router.openCheckIn(pass: currentPass, gym: nearestGym)
                }
            } catch {
                view?.setLoading(false)
                view?.showError("Could not reach the gym")
            }
        }
    }
}

// MARK: - Interactor

protocol MembershipInteractorInput: AnyObject {
    func currentPass() async throws -> Pass
    func nearestGym() async throws -> Gym
}

final class MembershipInteractor: MembershipInteractorInput {

    private let api: GymAPI

    init(api: GymAPI) {
        self.api = api
    }

    func currentPass() async throws -> Pass {
        try await api.fetchPass()
    }

    func nearestGym() async throws -> Gym {
        try await api.fetchNearestGym()
    }
}

// MARK: - Router

protocol MembershipRouterInput: AnyObject {
    func openRenewal(for pass: Pass)
    func openCheckIn(pass: Pass, gym: Gym)
}

final class MembershipRouter: MembershipRouterInput {

    weak var viewController: UIViewController?

    func openRenewal(for pass: Pass) {
        let renewal = RenewalModule.make(pass: pass)
        viewController?.present(renewal, animated: true)
    }

    func openCheckIn(pass: Pass, gym: Gym) {
        let checkIn = CheckInModule.make(pass: pass, gym: gym)
        viewController?.navigationController?.pushViewController(checkIn, animated: true)
    }
}

// MARK: - Module

enum MembershipModule {

    static func make(api: GymAPI) -> UIViewController {
        let view = MembershipViewController()
        let presenter = MembershipPresenter()
        let router = MembershipRouter()
        view.output = presenter
        presenter.view = view
        presenter.interactor = MembershipInteractor(api: api)
        presenter.router = router
        router.viewController = view
        return view
    }
}
