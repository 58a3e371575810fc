import UIKit

final class CompetitionSignUpViewController: UIViewController {
    var output: CompetitionSignUpPresenter!
    private let nameField = UITextField()
    private let categoryControl = UISegmentedControl(items: ["Novice", "Intermediate", "Open"])

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Winter league"
        view.backgroundColor = .systemBackground
        nameField.placeholder = "Name on the scorecard"
        nameField.borderStyle = .roundedRect
        categoryControl.selectedSegmentIndex = 0
        let stack = UIStackView(arrangedSubviews: [nameField, categoryControl])
        stack.axis = .vertical
        stack.spacing = 16
        stack.frame = view.bounds.insetBy(dx: 20, dy: 160)
        view.addSubview(stack)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Sign up", style: .done, target: self, action: #selector(signUpTapped))
    }

    @objc private func signUpTapped() {
        output.didSignUp(name: nameField.text ?? "", category: categoryControl.selectedSegmentIndex)
    }
}

final class CompetitionSignUpPresenter {
    private(set) var entries: [(name: String, category: Int)] = []

    func didSignUp(name: String, category: Int) {
        guard !name.isEmpty else { return }
        entries.append((name, category))
    }
}

final class CompetitionSignUpModuleConfigurator {
    func configure(_ viewController: CompetitionSignUpViewController) {
        viewController.output = CompetitionSignUpPresenter()
    }
}
