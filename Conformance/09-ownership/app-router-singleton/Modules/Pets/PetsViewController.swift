import UIKit

protocol PetsViewInput: AnyObject {
    func show(_ pets: [Pet])
}

final class PetsViewController: UITableViewController, PetsViewInput {

    var presenter: PetsViewOutput!
    private var pets: [Pet] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Looking for a home"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "PetCell")
        presenter.viewDidLoad()
    }

    func show(_ pets: [Pet]) {
        self.pets = pets
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        pets.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "PetCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = pets[indexPath.row].name
        content.secondaryText = pets[indexPath.row].breed
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectPet(at: indexPath.row)
    }
}
