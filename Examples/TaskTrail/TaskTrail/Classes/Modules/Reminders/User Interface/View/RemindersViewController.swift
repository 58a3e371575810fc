import UIKit

/// Lists the reminder times a task can have, such as at due time or an hour before, and saves the ones the user ticks.
class RemindersViewController: UITableViewController {

    var eventHandler: RemindersModuleInterface?

    private var titles: [String] = []
    private var selected: [Bool] = []
    private var footerMessage: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reminders"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ReminderCell")
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self,
                                                           action: #selector(didTapCancel))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self,
                                                            action: #selector(didTapSave))
        eventHandler?.viewIsReady()
    }

    @objc private func didTapCancel() {
        eventHandler?.cancelAction()
    }

    @objc private func didTapSave() {
        eventHandler?.saveAction()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return titles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ReminderCell", for: indexPath)
        cell.textLabel?.text = titles[indexPath.row]
        cell.accessoryType = selected[indexPath.row] ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        return footerMessage
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        eventHandler?.toggleOption(at: indexPath.row)
    }
}

extension RemindersViewController: RemindersViewInterface {

    func showOptions(_ titles: [String], selected: [Bool]) {
        self.titles = titles
        self.selected = selected
        footerMessage = nil
        tableView.reloadData()
    }

    func showFooterMessage(_ message: String?) {
        footerMessage = message
        tableView.reloadSections(IndexSet(integer: 0), with: .automatic)
    }
}
