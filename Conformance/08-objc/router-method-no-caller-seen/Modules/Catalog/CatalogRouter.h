//
//  CatalogRouter.h
//  Stacks
//

#import <UIKit/UIKit.h>

@protocol CatalogRouterInput <NSObject>
- (void)openLoans;
- (void)openReadingHistory;
@end

@interface CatalogRouter : NSObject <CatalogRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end
