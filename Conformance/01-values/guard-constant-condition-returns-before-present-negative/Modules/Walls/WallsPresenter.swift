import Foundation

protocol WallsViewOutput: AnyObject {
    func viewDidLoad()
    func didSelect(_ problem: BoulderProblem)
    func didTapLeague()
}

final class WallsPresenter: WallsViewOutput {
    weak var view: WallsViewInput?
    var router: WallsRouterInput!

    func viewDidLoad() {
        view?.show(problems: SetterBoard.shared.currentProblems())
    }

    func didSelect(_ problem: BoulderProblem) {
        router.openProblem(problem)
    }

    func didTapLeague() {
        router.openLeagueSignUp()
    }
}
