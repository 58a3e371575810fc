import UIKit

final class NotificationsController: UITableViewController {

    private var notifications: [AppNotification] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notifications"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "NotificationCell")
        FeedService.shared.notifications { [weak self] result in
            guard case .success(let items) = result else { return }
            self?.notifications = items
            self?.tableView.reloadData()
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        notifications.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "NotificationCell", for: indexPath)
        cell.textLabel?.text = notifications[indexPath.row].text
        cell.accessoryType = notifications[indexPath.row].threadID == nil ? .none : .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard let threadID = notifications[indexPath.row].threadID else { return }
        let conversation = ConversationRouter.createModule(context: .existingThread(id: threadID))
        navigationController?.pushViewController(conversation, animated: true)
    }
}
