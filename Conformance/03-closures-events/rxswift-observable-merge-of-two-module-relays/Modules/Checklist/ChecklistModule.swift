import UIKit
import RxRelay

protocol ChecklistModuleOutput: AnyObject {
    var birdTapped: PublishRelay<Bird> { get }
}

final class ChecklistViewController: UITableViewController {

    var presenter: ChecklistPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "My checklist"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Species")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.species.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Species", for: indexPath)
        let entry = presenter.species[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = entry.bird.commonName
        content.secondaryText = entry.bird.scientificName
        cell.contentConfiguration = content
        cell.accessoryType = entry.ticked ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectSpecies(at: indexPath.row)
    }
}

final class ChecklistPresenter: ChecklistModuleOutput {

    let birdTapped = PublishRelay<Bird>()
    let species: [(bird: Bird, ticked: Bool)] = [
        (Bird(commonName: "Goldcrest", scientificName: "Regulus regulus"), true),
        (Bird(commonName: "Kingfisher", scientificName: "Alcedo atthis"), true),
        (Bird(commonName: "Hawfinch", scientificName: "Coccothraustes coccothraustes"), false)
    ]

    func didSelectSpecies(at index: Int) {
        birdTapped.accept(species[index].bird)
    }
}

enum ChecklistBuilder {

    static func build() -> (view: UIViewController, output: ChecklistModuleOutput) {
        let view = ChecklistViewController(style: .insetGrouped)
        let presenter = ChecklistPresenter()
        view.presenter = presenter
        return (view, presenter)
    }
}
