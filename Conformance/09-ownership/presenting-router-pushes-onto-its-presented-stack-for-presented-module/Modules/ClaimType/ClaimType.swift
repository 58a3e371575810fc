import UIKit

protocol ClaimTypeModuleOutput: AnyObject {
    func claimType(didChoose kind: ClaimKind, for policy: Policy)
    func claimTypeDidCancel()
}

// MARK: - View

final class ClaimTypeViewController: UITableViewController {

    var presenter: ClaimTypePresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "What happened?"
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            systemItem: .cancel,
            primaryAction: UIAction { [weak self] _ in self?.presenter.didTapCancel() }
        )
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        ClaimKind.allCases.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = ClaimKind.allCases[indexPath.row].rawValue
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didChoose(ClaimKind.allCases[indexPath.row])
    }
}

// MARK: - Presenter

final class ClaimTypePresenter {

    weak var output: ClaimTypeModuleOutput?
    private let policy: Policy

    init(policy: Policy) {
        self.policy = policy
    }

    func didChoose(_ kind: ClaimKind) {
        output?.claimType(didChoose: kind, for: policy)
    }

    func didTapCancel() {
        output?.claimTypeDidCancel()
    }
}

// MARK: - Wireframe

final class ClaimTypeWireframe {

    static func createModule(policy: Policy, output: ClaimTypeModuleOutput) -> UIViewController {
        let view = ClaimTypeViewController(style: .insetGrouped)
        let presenter = ClaimTypePresenter(policy: policy)
        presenter.output = output
        view.presenter = presenter
        return view
    }
}
