//
//  RecipeFeedPresenter.h
//  Mise
//

#import <Foundation/Foundation.h>

#import "RecipeFeedViewController.h"
#import "RecipeFeedRouter.h"

@interface RecipeFeedPresenter : NSObject <RecipeFeedViewOutput>

@property (nonatomic, weak) id<RecipeFeedViewInput> view;
@property (nonatomic, strong) id<RecipeFeedRouterInput> router;

@end
