//
//  Record.m
//  Groove
//

#import "Record.h"

@interface Record ()

@property (nonatomic, copy, readwrite) NSString *title;
@property (nonatomic, copy, readwrite) NSString *artist;
@property (nonatomic, copy, readwrite) NSString *sellerName;
@property (nonatomic, assign, readwrite) NSInteger priceInPence;

@end

@implementation Record

+ (instancetype)recordWithTitle:(NSString *)title artist:(NSString *)artist sellerName:(NSString *)sellerName priceInPence:(NSInteger)priceInPence {
    Record *record = [[self alloc] init];
    record.title = title;
    record.artist = artist;
    record.sellerName = sellerName;
    record.priceInPence = priceInPence;
    return record;
}

@end
