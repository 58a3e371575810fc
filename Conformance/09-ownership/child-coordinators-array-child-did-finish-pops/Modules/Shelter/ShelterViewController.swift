import UIKit

protocol ShelterViewInput: AnyObject {
    func show(_ animals: [Animal])
}

final class ShelterViewController: UITableViewController, ShelterViewInput {

    var presenter: ShelterViewOutput!
    private var animals: [Animal] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Looking for a home"
        presenter.viewDidLoad()
    }

    func show(_ animals: [Animal]) {
        self.animals = animals
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        animals.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let animal = animals[indexPath.row]
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = animal.name
        cell.detailTextLabel?.text = "\(animal.species), \(animal.ageInYears) yrs"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didChoose(animals[indexPath.row])
    }
}
