import UIKit

/// Shows one task's title, due date, notes and reminders, with buttons to mark it done, edit reminders or delete it.
class TaskDetailViewController: UIViewController {

    var eventHandler: TaskDetailModuleInterface?

    private let titleLabel = UILabel()
    private let dueLabel = UILabel()
    private let notesLabel = UILabel()
    private let remindersButton = UIButton(type: .system)
    private let doneButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .trash, target: self,
                                                            action: #selector(didTapDelete))
        titleLabel.font = .preferredFont(forTextStyle: .title1)
        titleLabel.numberOfLines = 0
        dueLabel.font = .preferredFont(forTextStyle: .subheadline)
        notesLabel.numberOfLines = 0
        remindersButton.addTarget(self, action: #selector(didTapReminders), for: .touchUpInside)
        doneButton.addTarget(self, action: #selector(didTapDone), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [titleLabel, dueLabel, notesLabel, remindersButton, doneButton])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
        ])
        eventHandler?.viewIsReady()
    }

    @objc private func didTapDelete() {
        eventHandler?.deleteTaskAction()
    }

    @objc private func didTapReminders() {
        eventHandler?.editRemindersAction()
    }

    @objc private func didTapDone() {
        eventHandler?.toggleDoneAction()
    }
}

extension TaskDetailViewController: TaskDetailViewInterface {

    func showTitle(_ title: String, due: String, notes: String, reminders: String) {
        titleLabel.text = title
        dueLabel.text = due
        notesLabel.text = notes
        remindersButton.setTitle(reminders, for: .normal)
    }

    func setDone(_ isDone: Bool, overdue: Bool) {
        doneButton.setTitle(isDone ? "Mark as Not Done" : "Mark as Done", for: .normal)
        dueLabel.textColor = overdue ? .systemRed : .secondaryLabel
        remindersButton.isEnabled = !isDone
    }
}
