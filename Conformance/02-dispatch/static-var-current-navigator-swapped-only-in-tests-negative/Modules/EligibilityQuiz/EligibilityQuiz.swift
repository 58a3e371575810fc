import UIKit

final class EligibilityQuizViewController: UITableViewController {

    var presenter: EligibilityQuizPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Eligibility"
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in
            self?.presenter.didTapDone()
        })
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Question")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.questions.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Question", for: indexPath)
        cell.textLabel?.numberOfLines = 0
        cell.textLabel?.text = presenter.questions[indexPath.row]
        return cell
    }
}

final class EligibilityQuizPresenter {

    let questions = [
        "Do you weigh more than 50 kg?",
        "Have you had a tattoo in the last four months?",
        "Are you feeling well today?"
    ]
    private let wireframe: EligibilityQuizWireframe

    init(wireframe: EligibilityQuizWireframe) {
        self.wireframe = wireframe
    }

    func didTapDone() {
        wireframe.close()
    }
}

final class EligibilityQuizWireframe {

    private weak var viewController: UIViewController?

    static func makeModule() -> UIViewController {
        let view = EligibilityQuizViewController(style: .insetGrouped)
        let wireframe = EligibilityQuizWireframe()
        view.presenter = EligibilityQuizPresenter(wireframe: wireframe)
        wireframe.viewController = view
        return view
    }

    func close() {
        viewController?.dismiss(animated: true)
    }
}
