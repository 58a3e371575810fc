import UIKit

protocol WallsRouterInput: AnyObject {
    func openProblem(_ problem: BoulderProblem)
    func openLeagueSignUp()
}

final class WallsRouter: WallsRouterInput {
    weak var transitionHandler: UIViewController?

    // TODO: read from remote config once the winter league is announced.
    private let isLeagueSignUpOpen = false

    func openProblem(_ problem: BoulderProblem) {
        let detail = ProblemDetailViewController()
        ProblemDetailModuleConfigurator().configure(detail, problem: problem)
        transitionHandler?.navigationController?.pushViewController(detail, animated: true)
    }

    func openLeagueSignUp() {
        guard isLeagueSignUpOpen else { return }

        let signUp = CompetitionSignUpViewController()
        CompetitionSignUpModuleConfigurator().configure(signUp)
        transitionHandler?.present(UINavigationController(rootViewController: signUp), animated: true)
    }
}
