//
//  OpeningTrainerModule.m
//  Rook
//

#import "OpeningTrainerModule.h"

#pragma mark - View

@implementation OpeningTrainerViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.output didTriggerViewReadyEvent];
}

- (void)showOpeningName:(NSString *)openingName {
    self.title = openingName;
}

@end

#pragma mark - Presenter

@implementation OpeningTrainerPresenter

- (void)didTriggerViewReadyEvent {
    [self.view showOpeningName:@"Sicilian, Najdorf"];
}

@end

#pragma mark - Assembly

@implementation OpeningTrainerAssembly

+ (UIViewController *)buildModuleWithGameIdentifier:(NSString *)gameIdentifier {
    OpeningTrainerViewController *view = [[OpeningTrainerViewController alloc] init];
    OpeningTrainerPresenter *presenter = [[OpeningTrainerPresenter alloc] init];
    presenter.gameIdentifier = gameIdentifier;
    view.output = presenter;
    presenter.view = view;
    return view;
}

@end
