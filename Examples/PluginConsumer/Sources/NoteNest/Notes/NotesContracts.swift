import Foundation

protocol NotesViewInput: AnyObject { func show(titles: [String]) }
protocol NotesViewOutput: AnyObject { func didSelect(index: Int); func didTapSettings() }
protocol NotesInteractorInput: AnyObject { func loadNotes() }
protocol NotesInteractorOutput: AnyObject { func notesLoaded(_ titles: [String]) }
protocol NotesRouterInput: AnyObject { func openNote(id: Int); func openSettings() }
