import UIKit

final class BirdDetailViewController: UIViewController {
    var presenter: BirdDetailPresenter!
    private let notesLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.species
        notesLabel.numberOfLines = 0
        notesLabel.text = presenter.fieldNotes
        notesLabel.frame = view.bounds.insetBy(dx: 20, dy: 160)
        view.addSubview(notesLabel)
    }
}

final class BirdDetailPresenter {
    let species: String
    private let guide: [String: String] = [
        "Eurasian wren": "Tiny, loud, cocked tail. Dense undergrowth.",
        "Common kingfisher": "Electric blue flash low over slow water.",
        "Red kite": "Forked tail, rusty plumage, soaring over fields."
    ]

    init(species: String) {
        self.species = species
    }

    var fieldNotes: String {
        guide[species] ?? "No field notes yet."
    }
}

enum BirdDetailBuilder {
    static func build(species: String) -> UIViewController {
        let view = BirdDetailViewController()
        view.presenter = BirdDetailPresenter(species: species)
        return view
    }
}
