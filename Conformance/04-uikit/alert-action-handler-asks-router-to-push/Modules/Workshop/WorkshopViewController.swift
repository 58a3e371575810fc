import UIKit

protocol WorkshopViewInput: AnyObject {
    func show(tickets: [RepairTicket])
    func showRepairKindChoice()
}

final class WorkshopViewController: UITableViewController, WorkshopViewInput {

    var presenter: WorkshopViewOutput!
    private var tickets: [RepairTicket] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Repairs"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(newRepairTapped))
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "TicketCell")
        presenter.viewDidLoad()
    }

    @objc private func newRepairTapped() {
        presenter.didTapNewRepair()
    }

    func show(tickets: [RepairTicket]) {
        self.tickets = tickets
        tableView.reloadData()
    }

    func showRepairKindChoice() {
        let sheet = UIAlertController(title: "New repair", message: "What does your bike need?", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Book a service slot", style: .default) { [weak self] _ in
            self?.presenter.didChooseRepairKind(.scheduledService)
        })
        sheet.addAction(UIAlertAction(title: "Report damage", style: .default, handler: { [weak self] _ in
            self?.presenter.didChooseRepairKind(.damage)
        }))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        sheet.popoverPresentationController?.barButtonItem = navigationItem.rightBarButtonItem
        present(sheet, animated: true)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tickets.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "TicketCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = tickets[indexPath.row].bike
        content.secondaryText = tickets[indexPath.row].status
        cell.contentConfiguration = content
        return cell
    }
}
