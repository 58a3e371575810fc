import UIKit

final class HouseholdMembersViewController: UITableViewController {
    var presenter: HouseholdMembersPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Members"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "MemberCell")
        tableView.tableFooterView = presenter.canInvite ? makeInviteFooter() : nil
    }

    private func makeInviteFooter() -> UIView {
        let label = UILabel()
        label.text = "Invite someone from the share menu."
        label.textAlignment = .center
        return label
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.members.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "MemberCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = presenter.members[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

final class HouseholdMembersPresenter {
    let canInvite: Bool
    let members = ["Ines (owner)", "Tomasz", "Guest: cleaner"]

    init(canInvite: Bool) {
        self.canInvite = canInvite
    }
}

enum HouseholdMembersBuilder {
    static func build(canInvite: Bool) -> UIViewController {
        let view = HouseholdMembersViewController(style: .plain)
        view.presenter = HouseholdMembersPresenter(canInvite: canInvite)
        return view
    }
}
