//
//  CategoryStatsModule.h
//  Tally
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol CategoryStatsViewOutput <NSObject>
- (void)viewIsReady;
- (void)didCloseBySwipe;
@end

@protocol CategoryStatsViewInput <NSObject>
- (void)showShares:(NSDictionary<NSString *, NSNumber *> *)shares;
@end

@interface CategoryStatsViewController : UIViewController <CategoryStatsViewInput, UIAdaptivePresentationControllerDelegate>
@property (nonatomic, strong) id<CategoryStatsViewOutput> output;
@end

@interface CategoryStatsInteractor : NSObject
- (NSDictionary<NSString *, NSNumber *> *)sharesForAccount:(NSString *)accountName;
- (void)logClosedForAccount:(NSString *)accountName;
@end

@interface CategoryStatsPresenter : NSObject <CategoryStatsViewOutput>
@property (nonatomic, weak) id<CategoryStatsViewInput> view;
@property (nonatomic, strong) CategoryStatsInteractor *interactor;
@property (nonatomic, copy) NSString *accountName;
@end

@interface CategoryStatsBuilder : NSObject
+ (UIViewController *)buildModuleWithAccountName:(NSString *)accountName;
@end

NS_ASSUME_NONNULL_END
