//
//  WaterDetailPresenter.h
//  Reelmark
//

#import <Foundation/Foundation.h>

#import "WaterDetailViewController.h"
#import "WaterDetailRouter.h"

@interface WaterDetailPresenter : NSObject <WaterDetailViewOutput>

@property (nonatomic, weak) id<WaterDetailViewInput> view;
@property (nonatomic, strong) id<WaterDetailRouterInput> router;
@property (nonatomic, copy) NSString *waterIdentifier;

@end
