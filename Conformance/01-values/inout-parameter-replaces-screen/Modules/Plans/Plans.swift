import UIKit

struct Plan {
    let id: String
    let name: String
    let seats: Int
}

final class PlansViewController: UITableViewController {
    var output: PlansPresenter?
    private var plans: [Plan] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Choose a plan"
        output?.viewDidLoad()
    }

    func show(plans: [Plan]) {
        self.plans = plans
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        plans.count
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        output?.didChoose(plan: plans[indexPath.row])
    }
}

final class PlansPresenter {
    weak var view: PlansViewController?
    var interactor: PlansInteractor!
    var router: PlansRouter!

    func viewDidLoad() {
        view?.show(plans: interactor.plans)
    }

    func didChoose(plan: Plan) {
        router.openCheckout(for: plan)
    }
}

final class PlansInteractor {
    let plans = [
        Plan(id: "solo", name: "Solo", seats: 1),
        Plan(id: "duo", name: "Duo", seats: 2),
        Plan(id: "family", name: "Family", seats: 6)
    ]
}

final class PlansRouter {
    weak var viewController: UIViewController?

    func openCheckout(for plan: Plan) {
        var screen: UIViewController = CheckoutBuilder.build(planID: plan.id)
        applySeatSelection(to: &screen, for: plan)
        viewController?.present(screen, animated: true)
    }

    private func applySeatSelection(to screen: inout UIViewController, for plan: Plan) {
        guard plan.seats > 1 else { return }
        screen = SeatCheckoutBuilder.build(planID: plan.id)
    }
}

enum PlansBuilder {
    static func build() -> UIViewController {
        let view = PlansViewController()
        let presenter = PlansPresenter()
        let router = PlansRouter()
        view.output = presenter
        presenter.view = view
        presenter.interactor = PlansInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
