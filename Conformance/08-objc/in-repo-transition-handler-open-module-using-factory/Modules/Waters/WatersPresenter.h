//
//  WatersPresenter.h
//  Reelmark
//

#import <Foundation/Foundation.h>

#import "WatersViewController.h"
#import "WatersRouter.h"

@interface WatersPresenter : NSObject <WatersViewOutput>

@property (nonatomic, weak) id<WatersViewInput> view;
@property (nonatomic, strong) id<WatersRouterInput> router;

@end
