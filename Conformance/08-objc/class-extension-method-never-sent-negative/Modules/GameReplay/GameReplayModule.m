//
//  GameReplayModule.m
//  Rook
//

#import "GameReplayModule.h"

#pragma mark - View

@interface GameReplayViewController ()
@property (nonatomic, strong) UILabel *movesLabel;
@end

@implementation GameReplayViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.movesLabel = [[UILabel alloc] initWithFrame:CGRectInset(self.view.bounds, 20, 120)];
    self.movesLabel.numberOfLines = 0;
    [self.view addSubview:self.movesLabel];
    [self.output didTriggerViewReadyEvent];
}

- (void)showMoveText:(NSString *)moveText title:(NSString *)title {
    self.title = title;
    self.movesLabel.text = moveText;
}

@end

#pragma mark - Presenter

@implementation GameReplayPresenter

- (void)didTriggerViewReadyEvent {
    [self.view showMoveText:@"1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6"
                      title:[NSString stringWithFormat:@"Replay %@", self.gameIdentifier]];
}

@end

#pragma mark - Assembly

@implementation GameReplayAssembly

+ (UIViewController *)buildModuleWithGameIdentifier:(NSString *)gameIdentifier {
    GameReplayViewController *view = [[GameReplayViewController alloc] init];
    GameReplayPresenter *presenter = [[GameReplayPresenter alloc] init];
    presenter.gameIdentifier = gameIdentifier;
    view.output = presenter;
    presenter.view = view;
    return view;
}

@end
