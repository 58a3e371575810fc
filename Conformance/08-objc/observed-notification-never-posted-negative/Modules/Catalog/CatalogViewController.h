//
//  CatalogViewController.h
//  Folio
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol CatalogViewInput <NSObject>
- (void)showBooks:(NSArray<NSString *> *)books;
- (void)showCartCount:(NSInteger)count;
@end

@protocol CatalogViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didSelectBookAtIndex:(NSUInteger)index;
- (void)didTapSignIn;
@end

@interface CatalogViewController : UITableViewController <CatalogViewInput>

@property (nonatomic, strong) id<CatalogViewOutput> output;

@end

NS_ASSUME_NONNULL_END
