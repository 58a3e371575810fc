//
//  Wine.h
//  Corkboard
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface Wine : NSObject

@property (nonatomic, copy) NSString *identifier;
@property (nonatomic, copy) NSString *name;
@property (nonatomic, copy) NSString *region;
@property (nonatomic, assign) NSInteger vintage;
@property (nonatomic, assign) NSInteger bottlesLeft;

@end

NS_ASSUME_NONNULL_END
