/// What the catalogue presenter tells its view.
protocol CatalogViewInput: AnyObject {
    /// Shows the titles of the catalogue's sections.
    func showSections(_ titles: [String])
}

protocol CatalogViewOutput: AnyObject {
    func viewDidLoad()
}
