//
// PBDAppDependencies.m
// PinBoard: an example Objective-C VIPER app for ViperMap (Mutual Mobile style).
//


#import "PBDAppDependencies.h"
#import "PBDRootWireframe.h"
#import "PBDBoardWireframe.h"
#import "PBDBoardPresenter.h"
#import "PBDBoardInteractor.h"
#import "PBDPinWireframe.h"
#import "PBDComposeWireframe.h"
#import "PBDAboutWireframe.h"
#import "PinBoard-Swift.h"

@interface PBDAppDependencies ()

@property (nonatomic, strong) PBDBoardWireframe *boardWireframe;

@end

@implementation PBDAppDependencies

- (instancetype)init
{
    if ((self = [super init])) {
        [self configureDependencies];
    }
    return self;
}

- (void)installRootViewControllerIntoWindow:(UIWindow *)window
{
    [self.boardWireframe presentBoardInterfaceFromWindow:window];
}

- (void)configureDependencies
{
    PBDRootWireframe *rootWireframe = [[PBDRootWireframe alloc] init];
    PBDBoardWireframe *boardWireframe = [[PBDBoardWireframe alloc] init];
    PBDBoardPresenter *boardPresenter = [[PBDBoardPresenter alloc] init];
    PBDBoardInteractor *boardInteractor = [[PBDBoardInteractor alloc] init];

    boardPresenter.interactor = boardInteractor;
    boardPresenter.wireframe = boardWireframe;
    boardInteractor.output = boardPresenter;

    boardWireframe.rootWireframe = rootWireframe;
    boardWireframe.boardPresenter = boardPresenter;
    boardWireframe.pinWireframe = [PBDPinWireframe new];
    boardWireframe.composeWireframe = [[PBDComposeWireframe alloc] init];
    boardWireframe.settingsRouter = [[PBDSettingsRouter alloc] init];
    boardWireframe.settingsRouter.aboutWireframe = [[PBDAboutWireframe alloc] init];

    self.boardWireframe = boardWireframe;
}

@end
