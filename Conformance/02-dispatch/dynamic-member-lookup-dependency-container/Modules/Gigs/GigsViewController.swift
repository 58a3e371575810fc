import UIKit

protocol GigsViewInput: AnyObject {
    func show(_ gigs: [Gig])
}

final class GigsViewController: UITableViewController, GigsViewInput {
    var presenter: GigsViewOutput!
    private var gigs: [Gig] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Gigs"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Gig")
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "ticket"),
            primaryAction: UIAction { [weak self] _ in self?.presenter.didTapWallet() }
        )
        presenter.viewDidLoad()
    }

    func show(_ gigs: [Gig]) {
        self.gigs = gigs
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        gigs.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Gig", for: indexPath)
        let gig = gigs[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = gig.artist
        content.secondaryText = gig.venue
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectGig(at: indexPath.row)
    }
}
