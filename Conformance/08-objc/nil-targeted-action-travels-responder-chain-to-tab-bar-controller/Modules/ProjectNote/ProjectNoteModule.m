//
//  ProjectNoteModule.m
//  Patchwork
//

#import "ProjectNoteModule.h"

@implementation ProjectNoteRouter

- (void)closeNote {
    [self.viewController dismissViewControllerAnimated:YES completion:nil];
}

@end

@implementation ProjectNotePresenter

- (void)didTapSaveWithText:(NSString *)text {
    NSMutableArray *notes = [[[NSUserDefaults standardUserDefaults] arrayForKey:@"projectNotes"] mutableCopy] ?: [NSMutableArray array];
    [notes addObject:text];
    [[NSUserDefaults standardUserDefaults] setObject:notes forKey:@"projectNotes"];
    [self.router closeNote];
}

- (void)didTapCancel {
    [self.router closeNote];
}

@end

@interface ProjectNoteViewController ()
@property (nonatomic, strong) UITextView *textView;
@end

@implementation ProjectNoteViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"New project note";
    self.textView = [[UITextView alloc] initWithFrame:self.view.bounds];
    self.textView.font = [UIFont preferredFontForTextStyle:UIFontTextStyleBody];
    [self.view addSubview:self.textView];
    self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemCancel target:self action:@selector(cancelTapped:)];
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemSave target:self action:@selector(saveTapped:)];
}

- (void)cancelTapped:(id)sender {
    [self.presenter didTapCancel];
}

- (void)saveTapped:(id)sender {
    [self.presenter didTapSaveWithText:self.textView.text];
}

@end

@implementation ProjectNoteAssembly

+ (UIViewController *)buildModule {
    ProjectNoteViewController *view = [[ProjectNoteViewController alloc] init];
    ProjectNotePresenter *presenter = [[ProjectNotePresenter alloc] init];
    ProjectNoteRouter *router = [[ProjectNoteRouter alloc] init];
    view.presenter = presenter;
    presenter.router = router;
    router.viewController = view;
    return view;
}

@end
