//
//  Record.h
//  Groove
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface Record : NSObject

@property (nonatomic, copy, readonly) NSString *title;
@property (nonatomic, copy, readonly) NSString *artist;
@property (nonatomic, copy, readonly) NSString *sellerName;
@property (nonatomic, assign, readonly) NSInteger priceInPence;

+ (instancetype)recordWithTitle:(NSString *)title artist:(NSString *)artist sellerName:(NSString *)sellerName priceInPence:(NSInteger)priceInPence;

@end

NS_ASSUME_NONNULL_END
