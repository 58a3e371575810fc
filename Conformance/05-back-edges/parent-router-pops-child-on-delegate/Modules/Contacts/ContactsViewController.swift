import UIKit

protocol ContactsViewInput: AnyObject {
    func show(_ contacts: [Contact])
}

final class ContactsViewController: UITableViewController, ContactsViewInput {
    var output: ContactsViewOutput!
    private var contacts: [Contact] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        output.viewDidLoad()
    }

    func show(_ contacts: [Contact]) {
        self.contacts = contacts
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        contacts.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = contacts[indexPath.row].name
        cell.detailTextLabel?.text = contacts[indexPath.row].phone
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        output.didSelect(contacts[indexPath.row])
    }
}
