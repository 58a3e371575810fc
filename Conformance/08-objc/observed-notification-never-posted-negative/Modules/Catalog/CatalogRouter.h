//
//  CatalogRouter.h
//  Folio
//

#import <UIKit/UIKit.h>

@protocol CatalogRouterInput <NSObject>
- (void)openBookDetailWithTitle:(NSString *)title;
- (void)openSignIn;
@end

@interface CatalogRouter : NSObject <CatalogRouterInput>

@property (nonatomic, weak) UIViewController *viewController;

@end
