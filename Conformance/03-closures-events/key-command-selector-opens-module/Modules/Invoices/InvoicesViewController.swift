import UIKit

protocol InvoicesView: AnyObject {
    func show(_ invoices: [String])
}

final class InvoicesViewController: UITableViewController, InvoicesView {

    var presenter: InvoicesPresentation!
    private var invoices: [String] = []

    override var canBecomeFirstResponder: Bool { true }

    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(title: "New Invoice", action: #selector(newInvoiceCommand), input: "n", modifierFlags: .command),
            UIKeyCommand(title: "Find Invoice", action: #selector(findInvoiceCommand), input: "f", modifierFlags: .command),
            UIKeyCommand(title: "Refresh", action: #selector(refreshCommand), input: "r", modifierFlags: .command)
        ]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Invoices"
        presenter.viewDidLoad()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }

    @objc private func newInvoiceCommand() {
        presenter.didRequestNewInvoice()
    }

    @objc private func findInvoiceCommand() {
        presenter.didRequestSearch()
    }

    @objc private func refreshCommand() {
        presenter.viewDidLoad()
    }

    func show(_ invoices: [String]) {
        self.invoices = invoices
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        invoices.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = invoices[indexPath.row]
        return cell
    }
}
